/**
 * @generated SignedSource<<7e1a90d5c0b0295a5a8c38f515cd2c89>>
 * @relayHash 77ed0c814a76353d2de41b4d0710ffcf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e5fc6c02f53bdd4409448e1bba1abb02c3e7b62158c7931de53327dd627470d7

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrganizationRole = "ADMIN" | "MEMBER" | "OWNER" | "%future added value";
export type InviteMemberInput = {
  email: string;
  organizationId: string;
  role: OrganizationRole;
};
export type useInviteMemberMutation$variables = {
  connections: ReadonlyArray<string>;
  input: InviteMemberInput;
};
export type useInviteMemberMutation$data = {
  readonly inviteMember: {
    readonly invitation: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"invitationRow_invitation">;
    };
  };
};
export type useInviteMemberMutation = {
  response: useInviteMemberMutation$data;
  variables: useInviteMemberMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useInviteMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "InviteMemberPayload",
        "kind": "LinkedField",
        "name": "inviteMember",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Invitation",
            "kind": "LinkedField",
            "name": "invitation",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "invitationRow_invitation"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useInviteMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "InviteMemberPayload",
        "kind": "LinkedField",
        "name": "inviteMember",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Invitation",
            "kind": "LinkedField",
            "name": "invitation",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "role",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "expiresAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "invitation",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "InvitationEdge"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e5fc6c02f53bdd4409448e1bba1abb02c3e7b62158c7931de53327dd627470d7",
    "metadata": {},
    "name": "useInviteMemberMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8e35a6795db1f943683b8a2498c0eba7";

export default node;
