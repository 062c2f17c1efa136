/**
 * @generated SignedSource<<de64bdb29b643941384c6e9959b11a48>>
 * @relayHash a68a75b499b8a40845e397f8ee58b5d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 78dc92a0867db529a5edb2f1a852765c1dab2a46c8c1f646cddcdcfd19d0eb5b

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateViewerInput = {
  name: string;
};
export type useUpdateViewerMutation$variables = {
  input: UpdateViewerInput;
};
export type useUpdateViewerMutation$data = {
  readonly updateViewer: {
    readonly user: {
      readonly id: string;
      readonly name: string;
      readonly onboarded: boolean;
    };
  };
};
export type useUpdateViewerMutation = {
  response: useUpdateViewerMutation$data;
  variables: useUpdateViewerMutation$variables;
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
    "concreteType": "UpdateViewerPayload",
    "kind": "LinkedField",
    "name": "updateViewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "onboarded",
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
    "name": "useUpdateViewerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateViewerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "78dc92a0867db529a5edb2f1a852765c1dab2a46c8c1f646cddcdcfd19d0eb5b",
    "metadata": {},
    "name": "useUpdateViewerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "720b675dd054292666c25dc085add48d";

export default node;
