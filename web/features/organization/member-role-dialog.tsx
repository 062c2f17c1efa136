import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { ErrorText } from "../../components/ui/error-text";
import { Select } from "../../components/ui/select";
import { toast } from "../../components/toast";
import { useRoleOptions, type OrganizationRole } from "./organization-role";
import { useUpdateMemberRoleMutation } from "./use-update-member-role-mutation";

type MemberRoleDialogProps = {
  member: { id: string; name: string; role: string };
  open: boolean;
  onClose: () => void;
};

/** Picks another tier for a member; the server keeps the sole owner an owner. */
export function MemberRoleDialog({ member, open, onClose }: MemberRoleDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="organization.app.members.roleTitle" />}
      description={
        <FormattedMessage
          id="organization.app.members.roleDescription"
          values={{ name: <bdi>{member.name}</bdi> }}
        />
      }
    >
      <MemberRoleForm member={member} onClose={onClose} />
    </Dialog>
  );
}

function MemberRoleForm({ member, onClose }: Omit<MemberRoleDialogProps, "open">) {
  const intl = useIntl();
  const options = useRoleOptions();
  const [role, setRole] = useState<OrganizationRole>(member.role as OrganizationRole);
  const [error, setError] = useState<string | null>(null);
  const [update, isInFlight] = useUpdateMemberRoleMutation();

  async function save() {
    setError(null);
    const result = await update({ memberId: member.id, role });
    if (!result.ok) {
      if (result.error.code === "DEMO_MODE") return;
      setError(
        result.error.message ?? intl.formatMessage({ id: "organization.shared.form.error" }),
      );
      return;
    }
    toast.success(
      intl.formatMessage({ id: "organization.app.members.roleChanged" }, { name: member.name }),
    );
    onClose();
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Select
        label={<FormattedMessage id="organization.shared.form.role" />}
        value={role}
        options={options}
        onChange={setRole}
      />
      <ErrorText>{error}</ErrorText>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={isInFlight} onClick={onClose}>
          <FormattedMessage id="organization.shared.form.cancel" />
        </Button>
        <Button type="submit" loading={isInFlight}>
          <FormattedMessage id="organization.shared.form.save" />
        </Button>
      </div>
    </form>
  );
}
