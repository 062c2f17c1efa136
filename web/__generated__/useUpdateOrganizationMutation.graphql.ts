/**
 * @generated SignedSource<<11966b010d9fdf8f3e49031d7a8d6714>>
 * @relayHash 1cbb1ebabeaa79f8a79e958b3af87685
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb971b4ec76d9927c1dc9b61daefe943c99fee3f5b5bbbacbd31fdc52f946424

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateOrganizationInput = {
  name?: string | null | undefined;
  organizationId: string;
  slug?: string | null | undefined;
};
export type useUpdateOrganizationMutation$variables = {
  input: UpdateOrganizationInput;
};
export type useUpdateOrganizationMutation$data = {
  readonly updateOrganization: {
    readonly organization: {
      readonly id: string;
      readonly name: string;
      readonly slug: string;
    };
  };
};
export type useUpdateOrganizationMutation = {
  response: useUpdateOrganizationMutation$data;
  variables: useUpdateOrganizationMutation$variables;
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
    "concreteType": "UpdateOrganizationPayload",
    "kind": "LinkedField",
    "name": "updateOrganization",
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
            "name": "name",
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
    "name": "useUpdateOrganizationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateOrganizationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fb971b4ec76d9927c1dc9b61daefe943c99fee3f5b5bbbacbd31fdc52f946424",
    "metadata": {},
    "name": "useUpdateOrganizationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "58e085f2a6b7e8073f596b48b4002969";

export default node;
