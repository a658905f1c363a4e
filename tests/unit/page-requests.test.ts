import { describe, expect, it } from "vitest";
import { checkActionForm, checkActionText, planPagePost, refuseBodySize, refuseMethod } from "@/lib/security/page-requests";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const ACTION_ID = "6061b05f48fc8daac2f233ecb324ccc237f61313b3";

describe("which methods reach the site", () => {
  it("lets a page take GET, HEAD and POST, and names them in a 405 for anything else", () => {
    for (const method of ["GET", "HEAD", "POST"]) expect(refuseMethod(method, true)).toBeNull();
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND", "MKCOL", "FOO"]) {
      expect(refuseMethod(method, true)).toEqual({
        status: 405,
        message: "Method not allowed: this address takes GET, HEAD, POST.",
        allow: "GET, HEAD, POST",
      });
    }
  });

  it("lets the API and files take the methods of HTTP's route handlers, and no others", () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) expect(refuseMethod(method, false)).toBeNull();
    expect(refuseMethod("PROPFIND", false)?.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  });
});

describe("what the proxy reads of a POST to a page", () => {
  it("reads the form of a multipart post, a script's call or a form posted without script", () => {
    expect(planPagePost({ contentType: "multipart/form-data; boundary=x", actionId: null, contentLength: "10" })).toEqual({
      read: "form",
      actionCall: false,
    });
    expect(planPagePost({ contentType: "multipart/form-data; boundary=x", actionId: ACTION_ID, contentLength: null })).toEqual({
      read: "form",
      actionCall: true,
    });
  });

  it("reads the text of a script's call with any other body", () => {
    expect(planPagePost({ contentType: "text/plain;charset=UTF-8", actionId: ACTION_ID, contentLength: "2" })).toEqual({ read: "text" });
    expect(planPagePost({ contentType: null, actionId: ACTION_ID, contentLength: null })).toEqual({ read: "text" });
  });

  it("refuses a post that is no server action with 400, without reading it", () => {
    for (const contentType of ["application/json", "text/plain", "application/x-www-form-urlencoded", null]) {
      expect(planPagePost({ contentType, actionId: null, contentLength: "5" })).toEqual({
        read: "none",
        refusal: { status: 400, title: "Your form was not sent", message: expect.stringContaining("This page takes no posted data") },
      });
    }
  });

  it("refuses a script's call with a url-encoded form with 415, and any body over 1 MB with 413", () => {
    expect(planPagePost({ contentType: "application/x-www-form-urlencoded", actionId: ACTION_ID, contentLength: "5" })).toMatchObject({
      refusal: { status: 415 },
    });
    expect(planPagePost({ contentType: "text/plain", actionId: ACTION_ID, contentLength: String(1024 * 1024 + 1) })).toMatchObject({
      refusal: { status: 413 },
    });
  });
});

describe("a script's call with a text body", () => {
  it.each([
    ["no arguments", "[]"],
    ["an object of fields", '[{"email":"buyer@example.com","password":"$$ecret","callbackUrl":"/account"}]'],
    ["React's special values", '["$undefined","$NaN","$-Infinity","$-0","$n123","$D2026-01-01T00:00:00.000Z","$T"]'],
    ["a reference to the list itself", '[{"a":1},"$0"]'],
    ["an empty form", '[{"status":"idle"},"$K1"]'],
    ["arguments nested 5,000 deep", "[".repeat(5_000) + "]".repeat(5_000)],
  ])("lets %s through", (_label, body) => {
    expect(checkActionText(body)).toBeNull();
  });

  it.each([
    ["a string", '"x"', "the arguments are not a list"],
    ["null", "null", "the arguments are not a list"],
    ["an object", '{"email":"a@b.example"}', "the arguments are not a list"],
    ["text that is not JSON", "garbage", "the arguments are not JSON"],
    ["nothing", "", "the arguments are not JSON"],
    ["a part the body does not carry", '["$1"]', "the arguments refer to part 1, which the request does not carry"],
    ["a promise of a missing part", '["$@a"]', "the arguments refer to part 10, which the request does not carry"],
    ["a Map", '["$Q1"]', "the arguments hold a value no action of the site takes ($Q1)"],
    ["a server reference", '["$h1"]', "the arguments hold a value no action of the site takes ($h1)"],
    ["a bigint that is no number", '["$nabc"]', "the arguments hold a value no action of the site takes ($nabc)"],
    ["a path into a part", '["$0:a:b"]', "the arguments hold a value no action of the site takes ($0:a:b)"],
    [
      "a reference hidden in a nested key",
      '[{"__proto__":{"then":"$1"}}]',
      "the arguments refer to part 1, which the request does not carry",
    ],
  ])("refuses %s with 400 saying why", (_label, body, problem) => {
    expect(checkActionText(body)).toEqual({ status: 400, message: `Bad request: ${problem}.` });
  });

  it("refuses more than 1 MB with 413", () => {
    expect(checkActionText(`["${"x".repeat(1024 * 1024)}"]`)).toMatchObject({ status: 413 });
    expect(refuseBodySize(1024 * 1024)).toBeNull();
    expect(refuseBodySize(1024 * 1024 + 1)).toEqual({ status: 413, message: "The request's body is too large." });
  });
});

describe("a multipart post to a page", () => {
  it("lets a script's call with a form through, and the parts it refers to", () => {
    const call = form({ "0": '[{"status":"idle"},"$K1","$@2"]', "1_email": "a@b.example", "2": '{"more":"$3"}', "3": '"x"' });
    expect(checkActionForm(call, { actionCall: true })).toBeNull();
  });

  it("refuses a script's call without its arguments, or one whose parts are missing or not JSON", () => {
    expect(checkActionForm(form({ "1_email": "a@b.example" }), { actionCall: true })).toEqual({
      status: 400,
      message: "Bad request: the arguments are missing.",
    });
    expect(checkActionForm(form({ "0": '["$@2"]' }), { actionCall: true })?.message).toBe(
      "Bad request: the arguments refer to part 2, which the request does not carry.",
    );
    expect(checkActionForm(form({ "0": '["$1"]', "1": "{oops" }), { actionCall: true })?.message).toBe(
      "Bad request: part 1 of the arguments is not JSON.",
    );
  });

  it("lets a form posted without script through when it names its action as React writes it", () => {
    const posted = form({
      $ACTION_REF_1: "",
      "$ACTION_1:0": `{"id":"${ACTION_ID}","bound":"$@1"}`,
      "$ACTION_1:1": '[{"status":"idle"}]',
      $ACTION_KEY: "k1",
      email: "a@b.example",
    });
    expect(checkActionForm(posted, { actionCall: false })).toBeNull();
    expect(checkActionForm(form({ [`$ACTION_ID_${ACTION_ID}`]: "" }), { actionCall: false })).toBeNull();
  });

  it("refuses a form that names no action, or describes its action wrongly", () => {
    expect(checkActionForm(form({ email: "a@b.example" }), { actionCall: false })).toMatchObject({
      status: 400,
      title: "Your form was not sent",
    });
    expect(checkActionForm(form({ $ACTION_REF_1: "" }), { actionCall: false })?.message).toBe(
      "Bad request: the form names an action it does not describe.",
    );
    expect(checkActionForm(form({ $ACTION_REF_1: "", "$ACTION_1:0": "{id:" }), { actionCall: false })?.message).toBe(
      "Bad request: the form's action fields are not JSON.",
    );
    expect(checkActionForm(form({ $ACTION_REF_1: "", "$ACTION_1:0": '{"bound":null}' }), { actionCall: false })?.message).toBe(
      "Bad request: the form's action fields do not name an action.",
    );
    expect(
      checkActionForm(form({ $ACTION_REF_1: "", "$ACTION_1:0": `{"id":"${ACTION_ID}","bound":"$@1"}` }), { actionCall: false })?.message,
    ).toBe("Bad request: the arguments refer to part 1, which the request does not carry.");
  });
});
