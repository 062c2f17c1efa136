/**
 * @generated SignedSource<<4f9271dcad6fc5d6e990359104cce12d>>
 * @relayHash 999102949ab2dfb1318c962f80228614
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59494fcd60ba4acefebfb120b0fe9486fbc02b34108292a924f3db130febf290

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AuditAction = "ADMIN_GRANT" | "ADMIN_REVOKE" | "API_KEY_CREATE" | "API_KEY_REVOKE" | "AUDIT_RETENTION" | "DEMO_REFUSAL" | "IMPERSONATION_START" | "IMPERSONATION_STOP" | "REPOSITORY_CREATE" | "REPOSITORY_DELETE" | "REPOSITORY_UPDATE" | "SESSION_REVOKE" | "SIGN_IN" | "SIGN_IN_FAILURE" | "SIGN_OUT" | "USER_BAN" | "USER_CREATE" | "USER_DELETE" | "USER_ROLE_CHANGE" | "USER_UNBAN" | "USER_UPDATE" | "%future added value";
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
v5 = {
  "kind": "Variable",
  "name": "action",
  "variableName": "action"
},
v6 = {
  "kind": "Variable",
  "name": "actorId",
  "variableName": "actorId"
},
v7 = {
  "kind": "Variable",
  "name": "from",
  "variableName": "from"
},
v8 = {
  "kind": "Variable",
  "name": "targetId",
  "variableName": "targetId"
},
v9 = {
  "kind": "Variable",
  "name": "to",
  "variableName": "to"
},
v10 = [
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v12 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "email",
    "storageKey": null
  },
  (v11/*:: as any*/)
];
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
        "args": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
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
        "args": (v10/*:: as any*/),
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
                  (v11/*:: as any*/),
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
                    "selections": (v12/*:: as any*/),
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
                    "selections": (v12/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
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
        "args": (v10/*:: as any*/),
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
    "id": "59494fcd60ba4acefebfb120b0fe9486fbc02b34108292a924f3db130febf290",
    "metadata": {},
    "name": "pageManagerAuditQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ab2d687a894e1fbdd3382f3217852e33";

export default node;
