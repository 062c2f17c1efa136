/**
 * @generated SignedSource<<9ee81f7ae7d42aec7b3d5b36fff3eb7e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type InvitationStatus = "ACCEPTED" | "CANCELED" | "DECLINED" | "EXPIRED" | "PENDING" | "%future added value";
export type OrganizationRole = "ADMIN" | "MEMBER" | "OWNER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type managerOrganizationInvitations_organization$data = {
  readonly id: string;
  readonly invitations: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly email: string;
        readonly expiresAt: string;
        readonly id: string;
        readonly role: OrganizationRole;
        readonly status: InvitationStatus;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "managerOrganizationInvitations_organization";
};
export type managerOrganizationInvitations_organization$key = {
  readonly " $data"?: managerOrganizationInvitations_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"managerOrganizationInvitations_organization">;
};

import managerOrganizationInvitationsPaginationQuery_graphql from './managerOrganizationInvitationsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "invitations"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": managerOrganizationInvitationsPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "managerOrganizationInvitations_organization",
  "selections": [
    {
      "alias": "invitations",
      "args": null,
      "concreteType": "InvitationConnection",
      "kind": "LinkedField",
      "name": "__managerOrganizationInvitations_invitations_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "InvitationEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Invitation",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "email",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "role",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "expiresAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "type": "Organization",
  "abstractKey": null
};
})();

(node as any).hash = "1e1f66b17abaf9c298555c73246bc5f1";

export default node;
