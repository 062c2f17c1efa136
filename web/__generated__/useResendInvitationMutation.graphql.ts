/**
 * @generated SignedSource<<0d4a0a2062039431c597a3f0839e4bdc>>
 * @relayHash 5d406a1e22c8aabb43735400c517fc14
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c5ab92ca890643d21f232b4b1b6b5275fe68c411661631731ec40a25d4fcd02

import type { ConcreteRequest } from 'relay-runtime';
export type InvitationStatus = "ACCEPTED" | "CANCELED" | "DECLINED" | "EXPIRED" | "PENDING" | "%future added value";
export type ResendInvitationInput = {
  id: string;
};
export type useResendInvitationMutation$variables = {
  input: ResendInvitationInput;
};
export type useResendInvitationMutation$data = {
  readonly resendInvitation: {
    readonly invitation: {
      readonly expiresAt: string;
      readonly id: string;
      readonly status: InvitationStatus;
    };
  };
};
export type useResendInvitationMutation = {
  response: useResendInvitationMutation$data;
  variables: useResendInvitationMutation$variables;
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
    "concreteType": "ResendInvitationPayload",
    "kind": "LinkedField",
    "name": "resendInvitation",
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
    "name": "useResendInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResendInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9c5ab92ca890643d21f232b4b1b6b5275fe68c411661631731ec40a25d4fcd02",
    "metadata": {},
    "name": "useResendInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "730cc94aad45a0fde6dd237dd64408d6";

export default node;
