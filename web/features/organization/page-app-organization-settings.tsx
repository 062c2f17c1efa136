import { lazy, Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, usePreloadedQuery } from "react-relay";
import type { pageAppOrganizationSettingsQuery } from "../../__generated__/pageAppOrganizationSettingsQuery.graphql";
import { PageNotFound } from "../../components/error-screen";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useRouteQuery } from "../../relay/route-query";
import { OrganizationDelete } from "./organization-delete";
import { OrganizationPage } from "./organization-page";

// react-hook-form and the zod rules are a chunk of their own, as in the dialogs' forms: with them
// the page's first load went over the /app/* budget (docs/decisions/113).
const FormOrganizationSettings = lazy(() =>
  import("./form-organization-settings").then((m) => ({ default: m.FormOrganizationSettings })),
);

const query = graphql`
  query pageAppOrganizationSettingsQuery($slug: String!) {
    organization(slug: $slug) {
      viewerAbilities
      ...organizationPage_organization
      ...formOrganizationSettings_organization
      ...organizationDelete_organization
    }
  }
`;

/**
 * /app/organizations/:slug/settings: name and slug for admins and owners; deleting, for owners,
 * in the danger zone (docs/decisions/097). A member is told the settings are not theirs.
 */
export function PageAppOrganizationSettings() {
  const data = usePreloadedQuery<pageAppOrganizationSettingsQuery>(
    query,
    useRouteQuery<pageAppOrganizationSettingsQuery>(),
  );
  const organization = data.organization;
  if (!organization) return <PageNotFound />;
  const abilities = organization.viewerAbilities;

  return (
    <OrganizationPage organization={organization} section="organization.app.tabs.settings">
      {abilities.includes("UPDATE") ? (
        <Suspense fallback={<Spinner delayMs={300} />}>
          <FormOrganizationSettings organization={organization} />
        </Suspense>
      ) : (
        <Card>
          <p className="text-sm text-zinc-600">
            <FormattedMessage id="organization.app.settings.notAllowed" />
          </p>
        </Card>
      )}
      {abilities.includes("DELETE") && <OrganizationDelete organization={organization} />}
    </OrganizationPage>
  );
}
