/**
 * @generated SignedSource<<da0ccc3ee7d140b2c8922c645505d4d6>>
 * @relayHash 22aac4df41171a24a459bfaa826c817b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 69c7e407e8865782b3ff15f6d9277f16559f4a0816a14fa8ae77a08920abb0a5

import type { ConcreteRequest } from 'relay-runtime';
export type InvitationStatus = "ACCEPTED" | "CANCELED" | "DECLINED" | "EXPIRED" | "PENDING" | "%future added value";
export type CancelInvitationInput = {
  id: string;
};
export type useCancelInvitationMutation$variables = {
  input: CancelInvitationInput;
};
export type useCancelInvitationMutation$data = {
  readonly cancelInvitation: {
    readonly invitation: {
      readonly id: string;
      readonly status: InvitationStatus;
    };
  };
};
export type useCancelInvitationMutation = {
  response: useCancelInvitationMutation$data;
  variables: useCancelInvitationMutation$variables;
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
    "concreteType": "CancelInvitationPayload",
    "kind": "LinkedField",
    "name": "cancelInvitation",
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
    "name": "useCancelInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCancelInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "69c7e407e8865782b3ff15f6d9277f16559f4a0816a14fa8ae77a08920abb0a5",
    "metadata": {},
    "name": "useCancelInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4027b3f69b672f8ed46148c0269a23e8";

export default node;
