import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { teamMemberPicker_organization$key } from "../../__generated__/teamMemberPicker_organization.graphql";
import { toast } from "../../components/toast";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/select";
import { useAddTeamMemberMutation } from "./use-add-team-member-mutation";

// The first 100 members (the API's page limit) to choose from; a larger organization's others
// are reached by name in a later version, not silently here.
const fragment = graphql`
  fragment teamMemberPicker_organization on Organization {
    candidates: members(first: 100) {
      edges {
        node {
          id
          name
          email
        }
      }
    }
  }
`;

type TeamMemberPickerProps = {
  organization: teamMemberPicker_organization$key;
  teamId: string;
  /** Members already on the team, left out of the choice. */
  onTeam: readonly string[];
};

/** Adds one of the organization's members to the team. */
export function TeamMemberPicker({ organization, teamId, onTeam }: TeamMemberPickerProps) {
  const intl = useIntl();
  const { candidates } = useFragment(fragment, organization);
  const options = candidates.edges
    .filter(({ node }) => !onTeam.includes(node.id))
    .map(({ node }) => ({
      value: node.id,
      label: node.name ? `${node.name} (${node.email})` : node.email,
    }));
  const [chosen, setChosen] = useState("");
  const [add, isInFlight] = useAddTeamMemberMutation();
  const selected = options.find((option) => option.value === chosen) ?? options[0];

  if (!selected) {
    return (
      <p className="text-sm text-zinc-600">
        <FormattedMessage id="organization.app.teams.everyoneOnTeam" />
      </p>
    );
  }

  async function onAdd(memberId: string, label: string) {
    const result = await add({ teamId, memberId });
    if (result.ok)
      toast.success(
        intl.formatMessage({ id: "organization.app.teams.memberAdded" }, { name: label }),
      );
    else if (result.error.code !== "DEMO_MODE") {
      toast.error(
        result.error.message ?? intl.formatMessage({ id: "organization.shared.form.error" }),
      );
    }
  }

  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void onAdd(selected.value, selected.label);
      }}
    >
      <div className="min-w-0 flex-1">
        <Select
          label={<FormattedMessage id="organization.app.teams.addMember" />}
          value={selected.value}
          options={options}
          onChange={setChosen}
        />
      </div>
      <Button type="submit" loading={isInFlight}>
        <FormattedMessage id="organization.app.teams.addMemberSubmit" />
      </Button>
    </form>
  );
}
