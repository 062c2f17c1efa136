/**
 * @generated SignedSource<<17eb80257377551ec757b80e8ff2fa21>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AuditAction = "ADMIN_GRANT" | "ADMIN_REVOKE" | "API_KEY_CREATE" | "API_KEY_REVOKE" | "AUDIT_RETENTION" | "BACKUP_CODES_REGENERATE" | "DEMO_REFUSAL" | "DEVICE_TRUST" | "IMPERSONATION_START" | "IMPERSONATION_STOP" | "INVITATION_ACCEPT" | "INVITATION_CANCEL" | "INVITATION_CREATE" | "INVITATION_REJECT" | "INVITATION_UPDATE" | "JOB_CANCEL" | "JOB_RETRY" | "MEMBER_ADD" | "MEMBER_REMOVE" | "MEMBER_ROLE_CHANGE" | "ORGANIZATION_CREATE" | "ORGANIZATION_DELETE" | "ORGANIZATION_UPDATE" | "REPOSITORY_CREATE" | "REPOSITORY_DELETE" | "REPOSITORY_UPDATE" | "SECOND_FACTOR_ADD" | "SECOND_FACTOR_FAILURE" | "SECOND_FACTOR_PASS" | "SECOND_FACTOR_REMOVE" | "SECOND_FACTOR_RESET" | "SESSION_REVOKE" | "SIGN_IN" | "SIGN_IN_FAILURE" | "SIGN_OUT" | "TEAM_CREATE" | "TEAM_DELETE" | "TEAM_MEMBER_ADD" | "TEAM_MEMBER_REMOVE" | "TEAM_UPDATE" | "USER_BAN" | "USER_CREATE" | "USER_DELETE" | "USER_ROLE_CHANGE" | "USER_UNBAN" | "USER_UPDATE" | "%future added value";
export type AuditActorVia = "API_KEY" | "CLI" | "SESSION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type auditSentence_event$data = {
  readonly action: AuditAction;
  readonly actor: {
    readonly email: string;
    readonly id: string;
  } | null | undefined;
  readonly actorEmail: string | null | undefined;
  readonly actorId: string | null | undefined;
  readonly actorLabel: string | null | undefined;
  readonly actorVia: AuditActorVia | null | undefined;
  readonly changes: any;
  readonly target: {
    readonly __typename: string;
    readonly id: string;
  } | null | undefined;
  readonly targetId: string | null | undefined;
  readonly targetLabel: string | null | undefined;
  readonly targetType: string | null | undefined;
  readonly " $fragmentType": "auditSentence_event";
};
export type auditSentence_event$key = {
  readonly " $data"?: auditSentence_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"auditSentence_event">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "auditSentence_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorVia",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "targetType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "targetId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "targetLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "target",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changes",
      "storageKey": null
    }
  ],
  "type": "AuditEvent",
  "abstractKey": null
};
})();

(node as any).hash = "e062a50f10e2cf457d5b2d82f79f6876";

export default node;
