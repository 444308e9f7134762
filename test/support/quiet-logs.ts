// Handler logs are asserted on where they matter; elsewhere they would drown the test report.
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
// Embedded metric format lines are for CloudWatch; tests that check them turn them back on.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
// The tracer already switches itself off outside Lambda; said here too, so a stray
// AWS_EXECUTION_ENV on a developer's machine can't make a test look for an X-Ray daemon.
process.env.POWERTOOLS_TRACE_ENABLED ??= 'false';
// Suites other than the request budgets' own send many requests as one caller at once: no budget unless a suite asks.
process.env.REQUEST_BUDGETS ??= 'off';
