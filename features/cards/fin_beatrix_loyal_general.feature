Feature: Beatrix, Loyal General attaches Equipment only where it can legally go
  Beatrix, Loyal General {4}{W}{W} — Legendary Creature — Human Soldier 4/4
  Vigilance
  At the beginning of combat on your turn, you may attach any number of Equipment you control to target
  creature you control.

  Rulings: features/fin.rulings.json, dated 2025-06-06, recorded by wingedsheep/argentum-engine only
  (single-source). Hand of Honor's bushido is not modelled; no scenario blocks.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:52f023191216 @cr:701.3b @cr:702.16d @cr:301.5
  Rule: Beatrix can't try to attach an Equipment where it can't legally be attached
    You can't use Beatrix's last ability to try to attach an Equipment to a creature if that Equipment can't
    legally be attached to that creature.

    Wording as recorded by wingedsheep/argentum-engine only: single-source.

    @id:beatrix-skips-an-equipment-the-target-is-protected-from
    Scenario: Hand of Honor has protection from black: Black Mage's Rod isn't offered and stays on Isamaru
      Given Alice controls Beatrix, Loyal General, Hand of Honor, Isamaru, Hound of Konda, Dragoon's Lance (attached to Isamaru, Hound of Konda) and Black Mage's Rod (attached to Isamaru, Hound of Konda)
      And Alice will choose Hand of Honor as targets
      And Alice will answer the "you may" choices with yes
      And Alice will choose Dragoon's Lance to attach
      When the game advances to Alice's beginning of combat step
      Then the triggered abilities put on the stack are 1 from Beatrix, Loyal General
      And Dragoon's Lance is attached to Hand of Honor
      And Black Mage's Rod is attached to Isamaru, Hound of Konda
      And Hand of Honor is 3/2
      And Isamaru, Hound of Konda is 3/2

    @id:beatrix-attaches-every-legal-equipment
    Scenario: The other way round: to Isamaru, both Equipment can legally be attached, and both move
      Given Alice controls Beatrix, Loyal General, Isamaru, Hound of Konda, Dragoon's Lance (attached to Beatrix, Loyal General) and Black Mage's Rod (attached to Beatrix, Loyal General)
      And Alice will choose Isamaru, Hound of Konda as targets
      And Alice will answer the "you may" choices with yes
      And Alice will choose Dragoon's Lance, then Black Mage's Rod to attach
      When the game advances to Alice's beginning of combat step
      Then Dragoon's Lance is attached to Isamaru, Hound of Konda
      And Black Mage's Rod is attached to Isamaru, Hound of Konda
      And Isamaru, Hound of Konda is 4/2
      And Beatrix, Loyal General is 4/4
