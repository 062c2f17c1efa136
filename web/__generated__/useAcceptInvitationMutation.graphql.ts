/**
 * @generated SignedSource<<145427d4df2250014ee7e5bdea591c59>>
 * @relayHash f119a0d3d5c390a1c74ae4d4a55d94d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b756b4a909d418738b316ba05597187287588fbd206e602bd4b14f0c41c0f596

import type { ConcreteRequest } from 'relay-runtime';
export type AcceptInvitationInput = {
  id: string;
};
export type useAcceptInvitationMutation$variables = {
  input: AcceptInvitationInput;
};
export type useAcceptInvitationMutation$data = {
  readonly acceptInvitation: {
    readonly organization: {
      readonly id: string;
      readonly slug: string;
    };
  };
};
export type useAcceptInvitationMutation = {
  response: useAcceptInvitationMutation$data;
  variables: useAcceptInvitationMutation$variables;
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
    "concreteType": "AcceptInvitationPayload",
    "kind": "LinkedField",
    "name": "acceptInvitation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organization",
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
            "name": "slug",
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
    "name": "useAcceptInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcceptInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b756b4a909d418738b316ba05597187287588fbd206e602bd4b14f0c41c0f596",
    "metadata": {},
    "name": "useAcceptInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b039ec61f0731ec403a525fae9d76978";

export default node;
