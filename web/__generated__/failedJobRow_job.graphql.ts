/**
 * @generated SignedSource<<3dd8e9816d556e1bac24491c4a5e7161>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type JobState = "ACTIVE" | "CANCELLED" | "COMPLETED" | "CREATED" | "FAILED" | "RETRY" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type failedJobRow_job$data = {
  readonly createdAt: string;
  readonly error: string | null | undefined;
  readonly failedAt: string | null | undefined;
  readonly id: string;
  readonly queue: string;
  readonly retryCount: number;
  readonly retryLimit: number;
  readonly runAfter: string | null | undefined;
  readonly state: JobState;
  readonly " $fragmentType": "failedJobRow_job";
};
export type failedJobRow_job$key = {
  readonly " $data"?: failedJobRow_job$data;
  readonly " $fragmentSpreads": FragmentRefs<"failedJobRow_job">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "failedJobRow_job",
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
      "name": "queue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
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
      "name": "retryCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "retryLimit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "runAfter",
      "storageKey": null
    }
  ],
  "type": "Job",
  "abstractKey": null
};

(node as any).hash = "99a308f44f94775a0ed57fe83ebead14";

export default node;
