/**
 * @generated SignedSource<<a57acaae488004121b80354e920977f0>>
 * @relayHash 97143cf2ab41128d7c643511d86ea03d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca06e81909f01cfffd48cc6211d114c463f2546418161b08206b9a613a613668

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteTicketInput = {
  id: string;
};
export type useDeleteTicketMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteTicketInput;
};
export type useDeleteTicketMutation$data = {
  readonly deleteTicket: {
    readonly deletedTicketId: string;
  };
};
export type useDeleteTicketMutation = {
  response: useDeleteTicketMutation$data;
  variables: useDeleteTicketMutation$variables;
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
  "name": "deletedTicketId",
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
    "name": "useDeleteTicketMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteTicketPayload",
        "kind": "LinkedField",
        "name": "deleteTicket",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
    "name": "useDeleteTicketMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteTicketPayload",
        "kind": "LinkedField",
        "name": "deleteTicket",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedTicketId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ca06e81909f01cfffd48cc6211d114c463f2546418161b08206b9a613a613668",
    "metadata": {},
    "name": "useDeleteTicketMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "81d937b3c66fdce0b05d5f7c13d54205";

export default node;
