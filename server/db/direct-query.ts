import {
  ColumnTypeEnum,
  type ArgType,
  type ColumnType,
  type SqlDriverAdapter,
  type SqlDriverAdapterFactory,
  type SqlResultSet,
} from "@prisma/driver-adapter-utils";
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";

// Raw SQL on the hot path (the session lookup, an API key, a page and its count) sent straight
// to the driver adapter the Prisma client itself uses: the same pool, the audit wrapper, the
// same adapter errors. Prisma's client adds ~0.2 ms of CPU to each statement (its request
// pipeline, the raw-parameter JSON round trip, a query plan) for nothing these statements use
// (docs/decisions/034). Parameters and results are converted as `$queryRaw` converts them, and
// direct-query.test.ts holds the two to the same answers. Until Prisma has connected, and
// for a client not opened by `openDatabase` (a transaction's included), `$queryRaw` runs.

type QueryListener = (event: Prisma.QueryEvent) => void;
type Direct = { adapter: SqlDriverAdapter | undefined; listeners: QueryListener[] };

const directs = new WeakMap<PrismaClient, Direct>();

/** Wraps the adapter factory a PrismaClient is built with, so `queryRows` can reach it. */
export function directFactory(factory: SqlDriverAdapterFactory): {
  factory: SqlDriverAdapterFactory;
  register: (prisma: PrismaClient) => void;
} {
  const direct: Direct = { adapter: undefined, listeners: [] };
  return {
    factory: {
      provider: factory.provider,
      adapterName: factory.adapterName,
      connect: async () => {
        const inner = await factory.connect();
        const adapter: SqlDriverAdapter = Object.create(inner);
        adapter.dispose = () => {
          if (direct.adapter === adapter) direct.adapter = undefined;
          return inner.dispose();
        };
        direct.adapter = adapter;
        return adapter;
      },
    },
    register: (prisma) => directs.set(prisma, direct),
  };
}

/** Also told of the statements `queryRows` sends, as Prisma's "query" event is of its own. */
export function onDirectQuery(prisma: PrismaClient, listener: QueryListener): void {
  directs.get(prisma)?.listeners.push(listener);
}

/** `prisma.$queryRaw(sql)`, without the Prisma client's own cost. */
export async function queryRows<T>(prisma: PrismaClient, sql: Prisma.Sql): Promise<T[]> {
  const direct = directs.get(prisma);
  const adapter = direct?.adapter;
  if (!direct || !adapter) return prisma.$queryRaw<T[]>(sql);
  const started = Date.now();
  const serialized = serializedParameters(sql.values);
  const args = serialized.map(decoded);
  const result = await adapter.queryRaw({
    sql: sql.text,
    args,
    argTypes: serialized.map(argTypeOf),
  });
  if (direct.listeners.length > 0) {
    const event = {
      timestamp: new Date(started),
      query: sql.text,
      params: JSON.stringify(args),
      duration: Date.now() - started,
      target: "direct",
    };
    for (const listener of direct.listeners) listener(event);
  }
  return rowsOf(result) as T[];
}

// Prisma's raw parameters (serializeRawParameters, then deserializeRawParameters): dates,
// big integers, decimals and bytes travel as strings tagged with their type, numbers as
// "decimal", and everything through JSON and back (NaN and Infinity become null; an object
// holding a bigint is retried with its bigints as strings).
type Tagged = { prisma__type: "bigint" | "date" | "decimal" | "bytes"; prisma__value: string };

function serializedParameters(values: readonly unknown[]): unknown[] {
  let json: string;
  try {
    json = JSON.stringify(values.map((value) => encoded(value, false)));
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    json = JSON.stringify(values.map((value) => encoded(value, true)));
  }
  return JSON.parse(json) as unknown[];
}

function encoded(value: unknown, slow: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => encoded(item, slow));
  if (typeof value === "bigint") return { prisma__type: "bigint", prisma__value: String(value) };
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError("Provided Date object is invalid");
    return { prisma__type: "date", prisma__value: value.toJSON() };
  }
  if (Prisma.Decimal.isDecimal(value)) {
    return { prisma__type: "decimal", prisma__value: (value as Prisma.Decimal).toJSON() };
  }
  if (
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer ||
    value instanceof SharedArrayBuffer
  ) {
    const bytes = ArrayBuffer.isView(value)
      ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
      : Buffer.from(value);
    return { prisma__type: "bytes", prisma__value: bytes.toString("base64") };
  }
  return slow && typeof value === "object" ? jsonSafe(value) : value;
}

function jsonSafe(value: unknown): unknown {
  if (typeof value === "bigint") return String(value);
  if (typeof value !== "object" || value === null) return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") {
    return (value as { toJSON: () => unknown }).toJSON();
  }
  if (Array.isArray(value)) return value.map(jsonSafe);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, jsonSafe(item)]));
}

function decoded(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decoded);
  if (isTagged(value)) return value.prisma__value;
  if (typeof value === "object" && value !== null) return JSON.stringify(value);
  return value;
}

function isTagged(value: unknown): value is Tagged {
  return typeof value === "object" && value !== null && "prisma__type" in value;
}

const TAG_TYPES: Record<Tagged["prisma__type"], ArgType["scalarType"]> = {
  bigint: "bigint",
  date: "datetime",
  decimal: "decimal",
  bytes: "bytes",
};

function argTypeOf(serialized: unknown): ArgType {
  if (Array.isArray(serialized)) {
    const first: unknown = serialized[0];
    return { scalarType: first === undefined ? "unknown" : scalarOf(first), arity: "list" };
  }
  return { scalarType: scalarOf(serialized), arity: "scalar" };
}

function scalarOf(serialized: unknown): ArgType["scalarType"] {
  if (isTagged(serialized)) return TAG_TYPES[serialized.prisma__type];
  if (typeof serialized === "number") return "decimal";
  if (typeof serialized === "string") return "string";
  return "unknown";
}

// Prisma's raw results (serializeRawSql, then deserializeRawResult).
function rowsOf(result: SqlResultSet): Record<string, unknown>[] {
  const { columnNames, columnTypes } = result;
  return result.rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (let index = 0; index < columnNames.length; index++) {
      record[columnNames[index] ?? ""] = valueOf(row[index], columnTypes[index]);
    }
    return record;
  });
}

function valueOf(value: unknown, type: ColumnType | undefined): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case ColumnTypeEnum.Int32:
      return Math.trunc(Number(value));
    case ColumnTypeEnum.Int64:
      return BigInt(typeof value === "number" ? Math.trunc(value) : (value as string));
    case ColumnTypeEnum.Boolean:
      return typeof value === "boolean" ? value : value === "true" || value === "1" || value === 1;
    case ColumnTypeEnum.Json:
      return JSON.parse(value as string);
    case ColumnTypeEnum.Numeric:
      return new Prisma.Decimal(value as string);
    case ColumnTypeEnum.DateTime:
    case ColumnTypeEnum.Date:
      return new Date(value as string);
    case ColumnTypeEnum.Time:
      return new Date(`1970-01-01T${value as string}Z`);
    case ColumnTypeEnum.Bytes:
      return new Uint8Array(Buffer.from(value as string, "base64"));
    default:
      return Array.isArray(value) ? value.map((item) => valueOf(item, elementOf(type))) : value;
  }
}

/** An array column's element type: the array codes are the scalar ones plus 64, but for uuid. */
function elementOf(type: ColumnType | undefined): ColumnType | undefined {
  if (type === ColumnTypeEnum.UuidArray) return ColumnTypeEnum.Uuid;
  return type !== undefined && type >= 64 && type < 128 ? ((type - 64) as ColumnType) : undefined;
}
