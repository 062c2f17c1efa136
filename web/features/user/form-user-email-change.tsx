import { useState } from "react";
import { useIntl } from "react-intl";
import { toast } from "../../components/toast";
import { FormUserEmailConfirm } from "./form-user-email-confirm";
import { FormUserEmailRequest } from "./form-user-email-request";

type FormUserEmailChangeProps = {
  /** The user's global id. */
  userId: string;
  onClose: () => void;
};

/**
 * Moving a user to a new address with that address's consent (docs/decisions/044): the new
 * address gets a code (requestUserEmailChange), the account holder reads it to the admin,
 * and entering it makes the move (confirmUserEmailChange).
 */
export function FormUserEmailChange({ userId, onClose }: FormUserEmailChangeProps) {
  const intl = useIntl();
  const [email, setEmail] = useState("");
  const [codeSent, setCodeSent] = useState(false);

  if (!codeSent) {
    return (
      <FormUserEmailRequest
        userId={userId}
        defaultEmail={email}
        onRequested={(requested) => {
          setEmail(requested);
          setCodeSent(true);
        }}
        onCancel={onClose}
      />
    );
  }
  return (
    <FormUserEmailConfirm
      userId={userId}
      email={email}
      onRestart={() => setCodeSent(false)}
      onConfirmed={() => {
        toast.success(intl.formatMessage({ id: "user.manager.emailChange.changed" }, { email }));
        onClose();
      }}
    />
  );
}
