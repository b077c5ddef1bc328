export { consoleReporter, report, setReporter, type ReportContext, type Reporter } from './report';
