/**
 * @generated SignedSource<<163db591292e1e32bf71265c5a5607d2>>
 * @relayHash 383a6cdc0be22396d7b5aadd128a828e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f682b3da0c49abd213a5c1f69322e0bb90c72016d5f8ad4d8505ffac5bfd66e3

import type { ConcreteRequest } from 'relay-runtime';
export type SetActiveOrganizationInput = {
  organizationId?: string | null | undefined;
};
export type useSetActiveOrganizationMutation$variables = {
  input: SetActiveOrganizationInput;
};
export type useSetActiveOrganizationMutation$data = {
  readonly setActiveOrganization: {
    readonly organization: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
  };
};
export type useSetActiveOrganizationMutation = {
  response: useSetActiveOrganizationMutation$data;
  variables: useSetActiveOrganizationMutation$variables;
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
    "concreteType": "SetActiveOrganizationPayload",
    "kind": "LinkedField",
    "name": "setActiveOrganization",
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
    "name": "useSetActiveOrganizationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetActiveOrganizationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f682b3da0c49abd213a5c1f69322e0bb90c72016d5f8ad4d8505ffac5bfd66e3",
    "metadata": {},
    "name": "useSetActiveOrganizationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b72b764fa6c163ea2710359048a1ecd6";

export default node;
