/**
 * @generated SignedSource<<dd3f508197c22718aed1925bba6bf42c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type auditEventRow_event$data = {
  readonly createdAt: string;
  readonly " $fragmentSpreads": FragmentRefs<"auditEventDetails_event" | "auditSentence_event">;
  readonly " $fragmentType": "auditEventRow_event";
};
export type auditEventRow_event$key = {
  readonly " $data"?: auditEventRow_event$data;
  readonly " $fragmentSpreads": FragmentRefs<"auditEventRow_event">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "auditEventRow_event",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "auditSentence_event"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "auditEventDetails_event"
    }
  ],
  "type": "AuditEvent",
  "abstractKey": null
};

(node as any).hash = "34ce7e782c212c3c7603cf9caeda0e84";

export default node;
