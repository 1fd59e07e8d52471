// The crisis box's old name, kept while the screens move to HelpBox (web/components/help).
export { HelpBox as CrisisSupport } from './help/help-box';
