/**
 * @generated SignedSource<<b5d0c66b4a485edec5316a59bbca685e>>
 * @relayHash 96e3ffffadd1b590528d7efaf5f612f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a34075988fc8c8ac4bd3d193d5e41aa02fad06f8e369355ab234261f06d6324

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteWebhookEndpointInput = {
  id: string;
};
export type useWebhookEndpointDeleteMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteWebhookEndpointInput;
};
export type useWebhookEndpointDeleteMutation$data = {
  readonly deleteWebhookEndpoint: {
    readonly deletedWebhookEndpointId: string;
  };
};
export type useWebhookEndpointDeleteMutation = {
  response: useWebhookEndpointDeleteMutation$data;
  variables: useWebhookEndpointDeleteMutation$variables;
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
  "name": "deletedWebhookEndpointId",
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
    "name": "useWebhookEndpointDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteWebhookEndpointPayload",
        "kind": "LinkedField",
        "name": "deleteWebhookEndpoint",
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
    "name": "useWebhookEndpointDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteWebhookEndpointPayload",
        "kind": "LinkedField",
        "name": "deleteWebhookEndpoint",
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
            "name": "deletedWebhookEndpointId",
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
    "id": "4a34075988fc8c8ac4bd3d193d5e41aa02fad06f8e369355ab234261f06d6324",
    "metadata": {},
    "name": "useWebhookEndpointDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8d90caecfe750cb44071e6f275b730ea";

export default node;
