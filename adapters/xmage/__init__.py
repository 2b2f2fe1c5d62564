"""XMage: scenarios as JUnit tests in the style of its ``Mage.Tests`` (:mod:`adapters.xmage.junit`), and
Maven Surefire reports of running them read back as ``results.json`` (:mod:`adapters.xmage.surefire`)."""
