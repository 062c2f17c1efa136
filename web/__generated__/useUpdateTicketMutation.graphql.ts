/**
 * @generated SignedSource<<ecbc6be5fcd5e977a390612fd237da98>>
 * @relayHash cf35fa205dd5939cb3ef9dc8e960863c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a3393cf86323f6a9ad8a32c0b1851b7ff2bd55a0b0afaf5cdd8611beed1511da

import type { ConcreteRequest } from 'relay-runtime';
export type TicketPriority = "HIGH" | "LOW" | "NORMAL" | "%future added value";
export type UpdateTicketInput = {
  body?: string | null | undefined;
  budget?: string | null | undefined;
  contactEmail?: string | null | undefined;
  dueOn?: string | null | undefined;
  estimateHours?: number | null | undefined;
  id: string;
  pageUrl?: string | null | undefined;
  priority?: TicketPriority | null | undefined;
  remindAt?: string | null | undefined;
  title?: string | null | undefined;
  urgent?: boolean | null | undefined;
};
export type useUpdateTicketMutation$variables = {
  input: UpdateTicketInput;
};
export type useUpdateTicketMutation$data = {
  readonly updateTicket: {
    readonly ticket: {
      readonly body: string | null | undefined;
      readonly budget: string | null | undefined;
      readonly contactEmail: string;
      readonly dueOn: string | null | undefined;
      readonly estimateHours: number | null | undefined;
      readonly id: string;
      readonly pageUrl: string | null | undefined;
      readonly priority: TicketPriority;
      readonly remindAt: string | null | undefined;
      readonly title: string;
      readonly updatedAt: string;
      readonly urgent: boolean;
    };
  };
};
export type useUpdateTicketMutation = {
  response: useUpdateTicketMutation$data;
  variables: useUpdateTicketMutation$variables;
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
    "concreteType": "UpdateTicketPayload",
    "kind": "LinkedField",
    "name": "updateTicket",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Ticket",
        "kind": "LinkedField",
        "name": "ticket",
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
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contactEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pageUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "priority",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "estimateHours",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "budget",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "urgent",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dueOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "remindAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
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
    "name": "useUpdateTicketMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateTicketMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a3393cf86323f6a9ad8a32c0b1851b7ff2bd55a0b0afaf5cdd8611beed1511da",
    "metadata": {},
    "name": "useUpdateTicketMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3299d1e5fcdecd8392d4c462a4a01e1f";

export default node;
