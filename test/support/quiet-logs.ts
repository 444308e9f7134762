// Handler logs are asserted on where they matter; elsewhere they would drown the test report.
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
