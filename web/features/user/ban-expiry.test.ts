import { describe, expect, it } from "vitest";
import { banEndOfDay } from "./ban-expiry";

describe("banEndOfDay", () => {
  it("lasts until the end of the picked day, local time", () => {
    expect(banEndOfDay(new Date(2030, 0, 2, 9, 30))).toEqual(new Date(2030, 0, 2, 23, 59, 59));
  });

  it("does not change the day it is given", () => {
    const day = new Date(2030, 0, 2);
    banEndOfDay(day);
    expect(day).toEqual(new Date(2030, 0, 2));
  });
});
