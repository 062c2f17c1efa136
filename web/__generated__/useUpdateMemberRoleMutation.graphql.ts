/**
 * @generated SignedSource<<0d338aacd974fb5a43d3364b3ff19c0b>>
 * @relayHash adfde37a3070158b34b14637e309f02f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18a0bfa5aa4ab01d646c10a2237a7fd7198df735c07e1a49a96b212f221169e7

import type { ConcreteRequest } from 'relay-runtime';
export type OrganizationRole = "ADMIN" | "MEMBER" | "OWNER" | "%future added value";
export type UpdateMemberRoleInput = {
  memberId: string;
  role: OrganizationRole;
};
export type useUpdateMemberRoleMutation$variables = {
  input: UpdateMemberRoleInput;
};
export type useUpdateMemberRoleMutation$data = {
  readonly updateMemberRole: {
    readonly member: {
      readonly id: string;
      readonly isViewer: boolean;
      readonly role: OrganizationRole;
    };
  };
};
export type useUpdateMemberRoleMutation = {
  response: useUpdateMemberRoleMutation$data;
  variables: useUpdateMemberRoleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateMemberRolePayload",
    "kind": "LinkedField",
    "name": "updateMemberRole",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Member",
        "kind": "LinkedField",
        "name": "member",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
            "name": "isViewer",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateMemberRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateMemberRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "18a0bfa5aa4ab01d646c10a2237a7fd7198df735c07e1a49a96b212f221169e7",
    "metadata": {},
    "name": "useUpdateMemberRoleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "200ecc397a8ff516cb0adf9512e30100";

export default node;
