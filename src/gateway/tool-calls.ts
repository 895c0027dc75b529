import { DomainError } from '../lib/errors.js';
import { type ToolContext, TOOLS, type ToolDefinition } from '../mcp/tools.js';
import type { AgentAction } from './plan.js';

/**
 * The tools a key may call through the gateway: the MCP server's registry, limited to the key's
 * scopes (one registry for both, so the gateway can never do what the key could not do over REST).
 */
export function toolsFor(context: Pick<ToolContext, 'key'>): ToolDefinition[] {
  return TOOLS.filter((definition) => context.key.scopes.has(definition.scope));
}

export interface ToolCallResult {
  action: AgentAction;
  /** The tool's structured output when it ran. */
  output?: unknown;
}

/**
 * One tool call by name, as the rule-based executor and the model path both make it: refused when
 * the tool is unknown, outside the key's scopes or its arguments are invalid; a write is only
 * `proposed` unless the caller allowed actions; a domain error comes back as `refused` with the
 * REST message (the log keeps anything else).
 */
export async function callTool(
  name: string,
  args: Record<string, unknown>,
  context: ToolContext,
  options: { allowActions: boolean },
): Promise<ToolCallResult> {
  const definition = TOOLS.find((candidate) => candidate.name === name);
  const action = (status: AgentAction['status'], error?: string): AgentAction => ({ tool: name, arguments: args, status, ...(error ? { error } : {}) });
  if (!definition) return { action: action('refused', `unknown tool "${name}"`) };
  if (!context.key.scopes.has(definition.scope)) return { action: action('refused', `the key lacks the scope ${definition.scope}`) };
  const parsed = definition.input.safeParse(args);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { action: action('refused', `invalid arguments: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'rejected'}`) };
  }
  if (!definition.readOnly && !options.allowActions) return { action: action('proposed') };
  try {
    return { action: action('done'), output: await definition.run(parsed.data as never, context) };
  } catch (error) {
    if (error instanceof DomainError) return { action: action('refused', error.message) };
    context.log.error({ err: error, tool: name }, 'gateway tool call failed');
    return { action: action('refused', 'the tool failed; try again later') };
  }
}
