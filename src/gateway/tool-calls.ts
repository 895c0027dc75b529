import { DomainError } from '../lib/errors.js';
import { mayCall, type ToolContext, TOOLS, type ToolDefinition } from '../mcp/tools.js';
import type { AgentAction } from './plan.js';

export interface ToolCallResult {
  action: AgentAction;
  /** When the tool ran: what its service answered (amounts as exact decimal strings, as over REST). */
  output?: unknown;
  /** When the tool ran: the tool, whose `forAgents` gives its output as MCP clients (and a model) read it. */
  tool?: ToolDefinition;
}

/**
 * One tool call by name, as the rule-based executor and the model path both make it: refused when
 * the tool is unknown, outside the key's scopes or its arguments are invalid; a write is only
 * `proposed` unless the caller allowed actions; a domain error comes back as `refused` with the
 * REST message (the log keeps anything else). The tools are the MCP server's registry, checked
 * with its scope rule, so the gateway can never do what the key could not do over REST or MCP.
 */
export async function callTool(
  name: string,
  args: Record<string, unknown>,
  context: ToolContext,
  options: { allowActions: boolean },
): Promise<ToolCallResult> {
  const definition = TOOLS.find((candidate) => candidate.name === name);
  const action = (status: AgentAction['status'], error?: string): AgentAction => ({
    tool: name,
    arguments: args,
    status,
    ...(error ? { error } : {}),
  });
  if (!definition) return { action: action('refused', `unknown tool "${name}"`) };
  if (!mayCall(context.key, definition))
    return { action: action('refused', `the key lacks the scope ${definition.scope}`) };
  const parsed = definition.input.safeParse(args);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      action: action(
        'refused',
        `invalid arguments: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'rejected'}`,
      ),
    };
  }
  if (!definition.readOnly && !options.allowActions) return { action: action('proposed') };
  try {
    return { action: action('done'), output: await definition.run(parsed.data as never, context), tool: definition };
  } catch (error) {
    if (error instanceof DomainError) return { action: action('refused', error.message) };
    context.log.error({ err: error, tool: name }, 'gateway tool call failed');
    return { action: action('refused', 'the tool failed; try again later') };
  }
}
