/**
 * @generated SignedSource<<1f31798a6857a367926e92e413b8e713>>
 * @relayHash 360c9189f3efc3dcf5cc7e731bc8175b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a4d46be7e904f4330cb3b9692bc309e90bed04e55f285270386fb2b3e14f8453

import type { ConcreteRequest } from 'relay-runtime';
export type LeaveOrganizationInput = {
  organizationId: string;
};
export type useLeaveOrganizationMutation$variables = {
  input: LeaveOrganizationInput;
};
export type useLeaveOrganizationMutation$data = {
  readonly leaveOrganization: {
    readonly removedMemberId: string;
  };
};
export type useLeaveOrganizationMutation = {
  response: useLeaveOrganizationMutation$data;
  variables: useLeaveOrganizationMutation$variables;
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
    "concreteType": "LeaveOrganizationPayload",
    "kind": "LinkedField",
    "name": "leaveOrganization",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedMemberId",
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
    "name": "useLeaveOrganizationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLeaveOrganizationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a4d46be7e904f4330cb3b9692bc309e90bed04e55f285270386fb2b3e14f8453",
    "metadata": {},
    "name": "useLeaveOrganizationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8fde882b682ccd0b415ab96282704889";

export default node;
