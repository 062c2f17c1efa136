/**
 * @generated SignedSource<<3745f7658c49733cb88665fb696576d4>>
 * @relayHash 4cf80ee611c59684ebbc7f33cc07e628
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b2b78237f18f6a93c73139b93d2647c77972336ecfd585954e7d386e4fb2e6ac

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateTeamInput = {
  name: string;
  teamId: string;
};
export type useUpdateTeamMutation$variables = {
  input: UpdateTeamInput;
};
export type useUpdateTeamMutation$data = {
  readonly updateTeam: {
    readonly team: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useUpdateTeamMutation = {
  response: useUpdateTeamMutation$data;
  variables: useUpdateTeamMutation$variables;
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
    "concreteType": "UpdateTeamPayload",
    "kind": "LinkedField",
    "name": "updateTeam",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Team",
        "kind": "LinkedField",
        "name": "team",
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
    "name": "useUpdateTeamMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateTeamMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b2b78237f18f6a93c73139b93d2647c77972336ecfd585954e7d386e4fb2e6ac",
    "metadata": {},
    "name": "useUpdateTeamMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "410d38876c61d87063d55b9572384547";

export default node;
