// Each test starts from an empty document: Testing Library unmounts what the previous test rendered.
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});
