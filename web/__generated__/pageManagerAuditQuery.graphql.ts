/**
 * @generated SignedSource<<2728494d1702fb91995d4390a6049dcb>>
 * @relayHash fc9880ceb8ccbb25281ef9dac6bac310
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2b58a513708c5b6667f7dcf8cc55f940577f00b7763377b8a55d971c817f82bb

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AuditAction = "ADMIN_GRANT" | "ADMIN_REVOKE" | "API_KEY_CREATE" | "API_KEY_REVOKE" | "AUDIT_RETENTION" | "BACKUP_CODES_REGENERATE" | "DEMO_REFUSAL" | "DEVICE_TRUST" | "IMPERSONATION_START" | "IMPERSONATION_STOP" | "INVITATION_ACCEPT" | "INVITATION_CANCEL" | "INVITATION_CREATE" | "INVITATION_REJECT" | "INVITATION_UPDATE" | "JOB_CANCEL" | "JOB_RETRY" | "MEMBER_ADD" | "MEMBER_REMOVE" | "MEMBER_ROLE_CHANGE" | "ORGANIZATION_CREATE" | "ORGANIZATION_DELETE" | "ORGANIZATION_UPDATE" | "REPOSITORY_CREATE" | "REPOSITORY_DELETE" | "REPOSITORY_UPDATE" | "SECOND_FACTOR_ADD" | "SECOND_FACTOR_FAILURE" | "SECOND_FACTOR_PASS" | "SECOND_FACTOR_REMOVE" | "SECOND_FACTOR_RESET" | "SESSION_REVOKE" | "SIGN_IN" | "SIGN_IN_FAILURE" | "SIGN_OUT" | "TEAM_CREATE" | "TEAM_DELETE" | "TEAM_MEMBER_ADD" | "TEAM_MEMBER_REMOVE" | "TEAM_UPDATE" | "USER_BAN" | "USER_CREATE" | "USER_DELETE" | "USER_ROLE_CHANGE" | "USER_UNBAN" | "USER_UPDATE" | "%future added value";
export type pageManagerAuditQuery$variables = {
  action?: AuditAction | null | undefined;
  actorId?: string | null | undefined;
  from?: string | null | undefined;
  targetId?: string | null | undefined;
  to?: string | null | undefined;
};
export type pageManagerAuditQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"auditList_query">;
};
export type pageManagerAuditQuery = {
  response: pageManagerAuditQuery$data;
  variables: pageManagerAuditQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "action"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "actorId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "targetId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v5 = [
  {
    "kind": "Variable",
    "name": "action",
    "variableName": "action"
  },
  {
    "kind": "Variable",
    "name": "actorId",
    "variableName": "actorId"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  {
    "kind": "Variable",
    "name": "from",
    "variableName": "from"
  },
  {
    "kind": "Variable",
    "name": "targetId",
    "variableName": "targetId"
  },
  {
    "kind": "Variable",
    "name": "to",
    "variableName": "to"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "pageManagerAuditQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "auditList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "pageManagerAuditQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "AuditEventConnection",
        "kind": "LinkedField",
        "name": "auditEvents",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AuditEventEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AuditEvent",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
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
                      (v6/*:: as any*/),
                      (v7/*:: as any*/)
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
                      (v8/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
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
                    "name": "signInMethod",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "device",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mobile",
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
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "impersonator",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      (v7/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
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
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "filters": [
          "action",
          "actorId",
          "targetId",
          "from",
          "to"
        ],
        "handle": "connection",
        "key": "auditList_auditEvents",
        "kind": "LinkedHandle",
        "name": "auditEvents"
      }
    ]
  },
  "params": {
    "id": "2b58a513708c5b6667f7dcf8cc55f940577f00b7763377b8a55d971c817f82bb",
    "metadata": {},
    "name": "pageManagerAuditQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6c876b05893d0314014a4abaee872585";

export default node;
