/**
 * @generated SignedSource<<29cafa0fa0ef4150847778ae9d9c313f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type jobQueueRow_queue$data = {
  readonly active: number;
  readonly cancelled: number;
  readonly completed: number;
  readonly created: number;
  readonly failed: number;
  readonly name: string;
  readonly retry: number;
  readonly " $fragmentType": "jobQueueRow_queue";
};
export type jobQueueRow_queue$key = {
  readonly " $data"?: jobQueueRow_queue$data;
  readonly " $fragmentSpreads": FragmentRefs<"jobQueueRow_queue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "jobQueueRow_queue",
  "selections": [
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
      "name": "created",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retry",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cancelled",
      "storageKey": null
    }
  ],
  "type": "JobQueue",
  "abstractKey": null
};

(node as any).hash = "9001118252974f45ecf735198e5cd5de";

export default node;
