import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { organizationDelete_organization$key } from "../../__generated__/organizationDelete_organization.graphql";
import { Button } from "../../components/ui/button";
import { DangerZone, DangerZoneItem } from "../../components/ui/danger-zone";
import { OrganizationDeleteDialog } from "./organization-delete-dialog";

const fragment = graphql`
  fragment organizationDelete_organization on Organization {
    id
    name
  }
`;

/** Deleting the organization, for owners: confirmed by typing its name. */
export function OrganizationDelete(props: { organization: organizationDelete_organization$key }) {
  const { id, name } = useFragment(fragment, props.organization);
  const [open, setOpen] = useState(false);
  return (
    <DangerZone>
      <DangerZoneItem
        title={<FormattedMessage id="organization.app.delete.title" />}
        description={<FormattedMessage id="organization.app.delete.description" />}
        action={
          <Button variant="danger-outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
            <FormattedMessage id="organization.app.delete.open" />
          </Button>
        }
      />
      <OrganizationDeleteDialog
        organization={{ id, name }}
        open={open}
        onClose={() => setOpen(false)}
      />
    </DangerZone>
  );
}
