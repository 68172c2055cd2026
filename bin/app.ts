/**
 * CDK entry point (`npm run synth`, `npm run deploy`; cdk.json runs it with tsx). Configuration comes
 * from the `ugh:*` context keys (cdk.json, `-c`) and UGH_STAGE, parsed by lib/config.ts; docs/deploy.md.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildApp } from '../lib/app';

const app = new App();
buildApp(app);
// Synthesis fails on any AwsSolutions finding that is not acknowledged with a reason.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
