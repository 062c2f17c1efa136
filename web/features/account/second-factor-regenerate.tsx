import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { authRequest } from "../auth/load-auth-client";
import type { SecondFactorMethod } from "../auth/second-factor-code";
import { BackupCodes } from "./backup-codes";
import { verifyCurrentCode } from "./second-factor-calls";
import { SecondFactorCodeForm } from "./second-factor-code-form";

type SecondFactorRegenerateProps = { onClose: () => void };

/** New backup codes, after a current code: the old ones stop working, the new show once. */
export function SecondFactorRegenerate({ onClose }: SecondFactorRegenerateProps) {
  const [codes, setCodes] = useState<string[] | null>(null);

  async function regenerate(code: string, method: SecondFactorMethod) {
    const refused = await verifyCurrentCode(code, method);
    if (refused) return refused;
    const result = await authRequest((client) => client.twoFactor.generateBackupCodes({}));
    if (!result.ok) return result.error;
    setCodes(result.data.backupCodes);
    return null;
  }

  if (codes) return <BackupCodes codes={codes} onDone={onClose} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-zinc-600">
        <FormattedMessage id="account.shared.secondFactor.regenerate.description" />
      </p>
      <SecondFactorCodeForm
        allowBackup
        submitLabel={<FormattedMessage id="account.shared.secondFactor.regenerate.confirm" />}
        onCode={regenerate}
        onCancel={onClose}
      />
    </div>
  );
}
