import { FormattedMessage } from "react-intl";
import { authCall } from "../auth/load-auth-client";
import type { SecondFactorMethod } from "../auth/second-factor-code";
import { verifyCurrentCode } from "./second-factor-calls";
import { SecondFactorCodeForm } from "./second-factor-code-form";

type SecondFactorDisableProps = { onDisabled: () => void; onClose: () => void };

/** Turning the second factor off: a current code first, then better-auth's disable. */
export function SecondFactorDisable({ onDisabled, onClose }: SecondFactorDisableProps) {
  async function disable(code: string, method: SecondFactorMethod) {
    const refused = await verifyCurrentCode(code, method);
    if (refused) return refused;
    const failed = await authCall((client) => client.twoFactor.disable({}));
    if (failed) return failed;
    onDisabled();
    return null;
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-zinc-600">
        <FormattedMessage id="account.shared.secondFactor.disable.description" />
      </p>
      <SecondFactorCodeForm
        allowBackup
        submitLabel={<FormattedMessage id="account.shared.secondFactor.disable.confirm" />}
        onCode={disable}
        onCancel={onClose}
      />
    </div>
  );
}
