// Server components in a component test: happy-dom renders as a browser does, and a browser never runs an
// async component. This runs a page's async components first, as the server would, and leaves a tree of
// plain elements and client components to render.
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

type Props = { children?: ReactNode } & Record<string, unknown>;

const isAsync = (type: unknown): type is (props: Props) => Promise<ReactNode> =>
  typeof type === "function" && type.constructor.name === "AsyncFunction";

/** `node` with every async component in it replaced by what it returned. */
export async function serverTree(node: ReactNode | Promise<ReactNode>): Promise<ReactNode> {
  const resolved = await node;
  if (Array.isArray(resolved)) return Promise.all(resolved.map((child: ReactNode) => serverTree(child)));
  if (!isValidElement<Props>(resolved)) return resolved;
  const element = resolved as ReactElement<Props>;
  if (isAsync(element.type)) return serverTree(element.type(element.props));
  if (element.props.children === undefined) return element;
  const children = await Promise.all(Children.toArray(element.props.children).map((child) => serverTree(child)));
  return cloneElement(element, undefined, ...children);
}
