export { consoleReporter, report, setReporter, setReportSink, type ReportContext, type Reporter, type ReportSink } from './report';
