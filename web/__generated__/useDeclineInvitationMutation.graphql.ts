/**
 * @generated SignedSource<<3d1c4728ba14965c6dcb408eba5c9229>>
 * @relayHash 796226d830504855f16a98d7a7ca31bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5c07567083fc6d251687e97bbe4b3b01fd1bcea22a450ac4ae19dd296254cb3b

import type { ConcreteRequest } from 'relay-runtime';
export type InvitationStatus = "ACCEPTED" | "CANCELED" | "DECLINED" | "EXPIRED" | "PENDING" | "%future added value";
export type DeclineInvitationInput = {
  id: string;
};
export type useDeclineInvitationMutation$variables = {
  input: DeclineInvitationInput;
};
export type useDeclineInvitationMutation$data = {
  readonly declineInvitation: {
    readonly invitation: {
      readonly id: string;
      readonly status: InvitationStatus;
    };
  };
};
export type useDeclineInvitationMutation = {
  response: useDeclineInvitationMutation$data;
  variables: useDeclineInvitationMutation$variables;
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
    "concreteType": "DeclineInvitationPayload",
    "kind": "LinkedField",
    "name": "declineInvitation",
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
    "name": "useDeclineInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeclineInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5c07567083fc6d251687e97bbe4b3b01fd1bcea22a450ac4ae19dd296254cb3b",
    "metadata": {},
    "name": "useDeclineInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6eb3ead1255fca3a2dc2f27a667192d0";

export default node;
