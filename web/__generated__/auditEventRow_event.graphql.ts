/**
 * @generated SignedSource<<41487e2a51ec21ddd44a998226ef2f59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AuditAction = "ADMIN_GRANT" | "ADMIN_REVOKE" | "API_KEY_CREATE" | "API_KEY_REVOKE" | "AUDIT_RETENTION" | "DEMO_REFUSAL" | "IMPERSONATION_START" | "IMPERSONATION_STOP" | "REPOSITORY_CREATE" | "REPOSITORY_DELETE" | "REPOSITORY_UPDATE" | "SESSION_REVOKE" | "SIGN_IN" | "SIGN_IN_FAILURE" | "SIGN_OUT" | "USER_BAN" | "USER_CREATE" | "USER_DELETE" | "USER_ROLE_CHANGE" | "USER_UNBAN" | "USER_UPDATE" | "%future added value";
export type AuditActorVia = "API_KEY" | "CLI" | "SESSION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type auditEventRow_event$data = {
  readonly action: AuditAction;
  readonly actor: {
    readonly email: string;
  } | null | undefined;
  readonly actorApiKeyId: string | null | undefined;
  readonly actorId: string | null | undefined;
  readonly actorVia: AuditActorVia | null | undefined;
  readonly changes: any;
  readonly createdAt: string;
  readonly impersonator: {
    readonly email: string;
  } | null | undefined;
  readonly ip: string | null | undefined;
  readonly requestId: string | null | undefined;
  readonly targetId: string | null | undefined;
  readonly targetType: string | null | undefined;
  readonly userAgent: string | null | undefined;
  readonly " $fragmentType": "auditEventRow_event";
};
export type auditEventRow_event$key = {
  readonly " $data"?: auditEventRow_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"auditEventRow_event">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "email",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "auditEventRow_event",
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
      "selections": (v0/*:: as any*/),
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
      "name": "actorVia",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorApiKeyId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "impersonator",
      "plural": false,
      "selections": (v0/*:: as any*/),
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
      "name": "changes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userAgent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "AuditEvent",
  "abstractKey": null
};
})();

(node as any).hash = "9f2b5f3736185731623b2d2925d6fdb9";

export default node;
