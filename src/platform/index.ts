/** The element platform: shell, registration, public events and what screens know of their element. */
export { ElementShell, ElementStartError, Loading, type ElementProps, type ElementShellProps } from './element-shell';
export { createHelpElement, defineElement, setElementLoading, type HelpElementAttributes, type HelpElementOptions } from './create-element';
export { ElementContext, elementInfoFrom, useElement, type ElementInfo } from './element-context';
export { dispatchHelpEvent, hostOf, type HelpEventMap, type HelpNavigateDetail, type HelpSubmittedDetail } from './events';
