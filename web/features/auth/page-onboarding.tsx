import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router";
import { CardDescription, CardTitle } from "../../components/ui/card";
import { useDocumentTitle } from "../../components/document-title";
import { FormName } from "./form-name";
import { afterSignInPath } from "./safe-redirect";
import { parseLoginSearch } from "./search-params";
import { SignOutButton } from "./sign-out-button";
import { useSession } from "./use-session";

/** /onboarding?redirect=…: a signed-in user without a name gives one, then the app opens. */
export function PageOnboarding() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const { redirect } = parseLoginSearch(searchParams);
  useDocumentTitle(intl.formatMessage({ id: "auth.onboarding.title" }));

  return (
    <>
      <CardTitle>
        <FormattedMessage id="auth.onboarding.title" />
      </CardTitle>
      <CardDescription className="break-words">
        <FormattedMessage
          id="auth.onboarding.description"
          values={{
            email: user.email,
            strong: (chunks) => (
              <strong className="font-medium text-zinc-900">
                <bdi>{chunks}</bdi>
              </strong>
            ),
          }}
        />
      </CardDescription>
      <div className="mt-6">
        <FormName
          defaultName=""
          submitLabel={<FormattedMessage id="auth.onboarding.submit" />}
          onSaved={() => navigate(afterSignInPath(redirect, user.role), { replace: true })}
          actions={<SignOutButton />}
        />
      </div>
    </>
  );
}
