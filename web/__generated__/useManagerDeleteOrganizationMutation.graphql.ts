/**
 * @generated SignedSource<<eb0f6a12975997d25a54e00dc1bca9fd>>
 * @relayHash 9a2cc3760bc0a0d38d80d4c6bbb52fb6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3dd16f48629c6b9d5782767c81ec69ddd1c429acb6f376c05ee2235d83d67c1d

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteOrganizationInput = {
  organizationId: string;
};
export type useManagerDeleteOrganizationMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteOrganizationInput;
};
export type useManagerDeleteOrganizationMutation$data = {
  readonly deleteOrganization: {
    readonly deletedOrganizationId: string;
  };
};
export type useManagerDeleteOrganizationMutation = {
  response: useManagerDeleteOrganizationMutation$data;
  variables: useManagerDeleteOrganizationMutation$variables;
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
  "name": "deletedOrganizationId",
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
    "name": "useManagerDeleteOrganizationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteOrganizationPayload",
        "kind": "LinkedField",
        "name": "deleteOrganization",
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
    "name": "useManagerDeleteOrganizationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteOrganizationPayload",
        "kind": "LinkedField",
        "name": "deleteOrganization",
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
            "name": "deletedOrganizationId",
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
    "id": "3dd16f48629c6b9d5782767c81ec69ddd1c429acb6f376c05ee2235d83d67c1d",
    "metadata": {},
    "name": "useManagerDeleteOrganizationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6bd191d552a878e1910e11519da48f91";

export default node;
