/**
 * @generated SignedSource<<b92c5da11bf591e1a2d13b5e32a48276>>
 * @relayHash c546414eaf0c62ca4cb1241be4a2afca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ee1d35074a6820019a5b806e08f1f278717b10ea8d9754ad7fd45f2f2a4f218

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteOrganizationInput = {
  organizationId: string;
};
export type useDeleteOrganizationMutation$variables = {
  input: DeleteOrganizationInput;
};
export type useDeleteOrganizationMutation$data = {
  readonly deleteOrganization: {
    readonly deletedOrganizationId: string;
  };
};
export type useDeleteOrganizationMutation = {
  response: useDeleteOrganizationMutation$data;
  variables: useDeleteOrganizationMutation$variables;
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
    "concreteType": "DeleteOrganizationPayload",
    "kind": "LinkedField",
    "name": "deleteOrganization",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedOrganizationId",
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
    "name": "useDeleteOrganizationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteOrganizationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7ee1d35074a6820019a5b806e08f1f278717b10ea8d9754ad7fd45f2f2a4f218",
    "metadata": {},
    "name": "useDeleteOrganizationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "93954a924ae3da3bb398fc2d2f89b1ab";

export default node;
