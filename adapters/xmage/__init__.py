"""XMage: scenarios as JUnit tests in the style of its ``Mage.Tests`` (:mod:`mtg_rulings.adapters.xmage.junit`), and
Maven Surefire reports of running them read back as ``results.json`` (:mod:`mtg_rulings.adapters.xmage.surefire`)."""
