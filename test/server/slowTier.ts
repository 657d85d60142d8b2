// The slow Jest project's setup file: tells the files it runs that they run in the slow tier (test/server/tier.ts).
process.env.TEST_TIER = 'slow';
