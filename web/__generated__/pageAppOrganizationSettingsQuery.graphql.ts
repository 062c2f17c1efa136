/**
 * @generated SignedSource<<8c243293c04a832ac74c404eff38f3e5>>
 * @relayHash 65bfe95c6400b18ddfda7f8341cd6928
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6f9bf882896b828ba8fd030756e082b08db29dda0c9a0644f47a28dcbad4be25

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrganizationAbility = "DELETE" | "INVITE" | "MANAGE_MEMBERS" | "MANAGE_TEAMS" | "UPDATE" | "%future added value";
export type pageAppOrganizationSettingsQuery$variables = {
  slug: string;
};
export type pageAppOrganizationSettingsQuery$data = {
  readonly organization: {
    readonly viewerAbilities: ReadonlyArray<OrganizationAbility>;
    readonly " $fragmentSpreads": FragmentRefs<"formOrganizationSettings_organization" | "organizationDelete_organization" | "organizationPage_organization">;
  } | null | undefined;
};
export type pageAppOrganizationSettingsQuery = {
  response: pageAppOrganizationSettingsQuery$data;
  variables: pageAppOrganizationSettingsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerAbilities",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "pageAppOrganizationSettingsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organization",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "organizationPage_organization"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "formOrganizationSettings_organization"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "organizationDelete_organization"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "pageAppOrganizationSettingsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organization",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6f9bf882896b828ba8fd030756e082b08db29dda0c9a0644f47a28dcbad4be25",
    "metadata": {},
    "name": "pageAppOrganizationSettingsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "04ce1b3b86c03de6ed8bb840dc8b7654";

export default node;
