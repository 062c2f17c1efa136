/**
 * @generated SignedSource<<e36db58c6897c5bd671330a271ecaae2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryError = "ADDRESS_BLOCKED" | "CONNECTION_FAILED" | "HTTP_STATUS" | "REDIRECT_NOT_FOLLOWED" | "TIMEOUT" | "%future added value";
export type WebhookDeliveryStatus = "FAILED" | "PENDING" | "SUCCEEDED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type webhookDeliveryRow_delivery$data = {
  readonly attempt: number;
  readonly createdAt: string;
  readonly durationMs: number | null | undefined;
  readonly error: WebhookDeliveryError | null | undefined;
  readonly eventType: string;
  readonly id: string;
  readonly messageId: string;
  readonly responseBody: string | null | undefined;
  readonly responseStatus: number | null | undefined;
  readonly status: WebhookDeliveryStatus;
  readonly " $fragmentType": "webhookDeliveryRow_delivery";
};
export type webhookDeliveryRow_delivery$key = {
  readonly " $data"?: webhookDeliveryRow_delivery$data;
  readonly " $fragmentSpreads": FragmentRefs<"webhookDeliveryRow_delivery">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "webhookDeliveryRow_delivery",
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
      "name": "messageId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "eventType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attempt",
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
      "name": "responseStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationMs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "responseBody",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "error",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "WebhookDelivery",
  "abstractKey": null
};

(node as any).hash = "e80df4c4c0ec9b1ecc84fa8b2bd5e3a5";

export default node;
